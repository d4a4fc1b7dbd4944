#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001822.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14relax16_kerneldPiiPKf(double, int *, int, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift24_kernelb(bool);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8filter36b(bool);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step42PiPf(int *, float *);
static void __device_stub__Z12grow2_kernelIlEvPKT_S2_(const long *, const long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14relax16_kerneldPiiPKf(double __par0, int *__par1, int __par2, const float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(double, int *, int, const float *))relax16_kernel)), 0U);}
# 24 "v001822.cu"
void relax16_kernel( double __cuda_0,int *__cuda_1,int __cuda_2,const float *__cuda_3)
# 24 "v001822.cu"
{__device_stub__Z14relax16_kerneldPiiPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001822.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13sift24_kernelb( bool __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(bool))sift24_kernel)), 0U); }
# 31 "v001822.cu"
void sift24_kernel( bool __cuda_0)
# 31 "v001822.cu"
{__device_stub__Z13sift24_kernelb( __cuda_0);
# 40 "v001822.cu"
}
# 1 "v001822.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8filter36b( bool __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(bool))filter36)), 0U); }
# 59 "v001822.cu"
void filter36( bool __cuda_0)
# 59 "v001822.cu"
{__device_stub__Z8filter36b( __cuda_0);



}
# 1 "v001822.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6step42PiPf( int *__par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, float *))step42)), 0U); }
# 66 "v001822.cu"
void step42( int *__cuda_0,float *__cuda_1)
# 66 "v001822.cu"
{__device_stub__Z6step42PiPf( __cuda_0,__cuda_1);
# 89 "v001822.cu"
}
# 1 "v001822.cudafe1.stub.c"
static void __device_stub__Z12grow2_kernelIlEvPKT_S2_( const long *__par0,  const long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const long *, const long *))grow2_kernel<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_grow2_kernel<long>( const long *&__cuda_0,const long *&__cuda_1){__device_stub__Z12grow2_kernelIlEvPKT_S2_( (const long *&)__cuda_0,(const long *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const long *, const long *))grow2_kernel<long> ), _Z12grow2_kernelIlEvPKT_S2_, 512); __cudaRegisterEntry(__T4, ((void ( *)(int *, float *))step42), _Z6step42PiPf, 256); __cudaRegisterEntry(__T4, ((void ( *)(bool))filter36), _Z8filter36b, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(bool))sift24_kernel), sift24_kernel, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(double, int *, int, const float *))relax16_kernel), _Z14relax16_kerneldPiiPKf, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_shade41,::d_shade41), 0, 16UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
