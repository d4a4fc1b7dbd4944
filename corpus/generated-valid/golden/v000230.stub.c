#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000230.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7scale14j(unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7pivot18iPfl(int, float *, long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth30_kerneliPxfPt(int, long long *, float, unsigned short *__restrict__);
static void __device_stub__Z12rank1_kernelIlLi8EEvPKT_PKi(const long *__restrict__, const int *);
static void __device_stub__Z13blend7_kernelIiLi4EEvPKT_Pf(const int *__restrict__, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7scale14j(unsigned __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned))scale14)), 0U);}
# 31 "v000230.cu"
void scale14( unsigned __cuda_0)
# 31 "v000230.cu"
{__device_stub__Z7scale14j( __cuda_0);




}
# 1 "v000230.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7pivot18iPfl( int __par0,  float *__par1,  long __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, float *, long))pivot18)), 0U); }
# 39 "v000230.cu"
void pivot18( int __cuda_0,float *__cuda_1,long __cuda_2)
# 39 "v000230.cu"
{__device_stub__Z7pivot18iPfl( __cuda_0,__cuda_1,__cuda_2);
# 53 "v000230.cu"
}
# 1 "v000230.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth30_kerneliPxfPt( int __par0,  long long *__par1,  float __par2,  unsigned short *__restrict__ __par3) {  unsigned short *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T0 = __par3; __cudaSetupArgSimple(__T0, 24UL); __cudaLaunch(((char *)((void ( *)(int, long long *, float, unsigned short *__restrict__))smooth30_kernel)), 0U); }
# 56 "v000230.cu"
void smooth30_kernel( int __cuda_0,long long *__cuda_1,float __cuda_2,unsigned short *__restrict__ __cuda_3)
# 56 "v000230.cu"
{__device_stub__Z15smooth30_kerneliPxfPt( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000230.cudafe1.stub.c"
static void __device_stub__Z12rank1_kernelIlLi8EEvPKT_PKi( const long *__restrict__ __par0,  const int *__par1) {  const long *__T1;
__cudaLaunchPrologue(2); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const long *__restrict__, const int *))rank1_kernel<long, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_rank1_kernel<long,8>( const long *__restrict__ &__cuda_0,const int *&__cuda_1){__device_stub__Z12rank1_kernelIlLi8EEvPKT_PKi( (const long *&)__cuda_0,(const int *&)__cuda_1);}
static void __device_stub__Z13blend7_kernelIiLi4EEvPKT_Pf( const int *__restrict__ __par0,  float *__par1) {  const int *__T2;
__cudaLaunchPrologue(2); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, float *))blend7_kernel<int, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_blend7_kernel<int,4>( const int *__restrict__ &__cuda_0,float *&__cuda_1){__device_stub__Z13blend7_kernelIiLi4EEvPKT_Pf( (const int *&)__cuda_0,(float *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const int *__restrict__, float *))blend7_kernel<int, (int)4> ), _Z13blend7_kernelIiLi4EEvPKT_Pf, 64); __cudaRegisterEntry(__T6, ((void ( *)(const long *__restrict__, const int *))rank1_kernel<long, (int)8> ), _Z12rank1_kernelIlLi8EEvPKT_PKi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, long long *, float, unsigned short *__restrict__))smooth30_kernel), _Z15smooth30_kerneliPxfPt, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, float *, long))pivot18), _Z7pivot18iPfl, 512); __cudaRegisterEntry(__T6, ((void ( *)(unsigned))scale14), _Z7scale14j, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
