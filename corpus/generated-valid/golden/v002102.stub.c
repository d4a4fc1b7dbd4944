#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002102.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12tile6_kernelPsi(short *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6clamp9PlPKfi(long *__restrict__, const float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7scale38PKidPKdPKs(const int *__restrict__, double, const double *, const short *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6lerp43yPKj(unsigned long long, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12tile6_kernelPsi(short *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(short *, int))tile6_kernel)), 0U);}
# 12 "v002102.cu"
void tile6_kernel( short *__cuda_0,int __cuda_1)
# 12 "v002102.cu"
{__device_stub__Z12tile6_kernelPsi( __cuda_0,__cuda_1);
# 18 "v002102.cu"
}
# 1 "v002102.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6clamp9PlPKfi( long *__restrict__ __par0,  const float *__par1,  int __par2) {  long *__T0;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long *__restrict__, const float *, int))clamp9)), 0U); }
# 19 "v002102.cu"
void clamp9( long *__restrict__ __cuda_0,const float *__cuda_1,int __cuda_2)
# 19 "v002102.cu"
{__device_stub__Z6clamp9PlPKfi( __cuda_0,__cuda_1,__cuda_2);
# 27 "v002102.cu"
}
# 1 "v002102.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7scale38PKidPKdPKs( const int *__restrict__ __par0,  double __par1,  const double *__par2,  const short *__restrict__ __par3) {  const int *__T1;
 const short *__T2;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 24UL); __cudaLaunch(((char *)((void ( *)(const int *__restrict__, double, const double *, const short *__restrict__))scale38)), 0U); }
# 71 "v002102.cu"
void scale38( const int *__restrict__ __cuda_0,double __cuda_1,const double *__cuda_2,const short *__restrict__ __cuda_3)
# 71 "v002102.cu"
{__device_stub__Z7scale38PKidPKdPKs( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 78 "v002102.cu"
}
# 1 "v002102.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6lerp43yPKj( unsigned long long __par0,  const unsigned *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned long long, const unsigned *))lerp43)), 0U); }
# 80 "v002102.cu"
void lerp43( unsigned long long __cuda_0,const unsigned *__cuda_1)
# 80 "v002102.cu"
{__device_stub__Z6lerp43yPKj( __cuda_0,__cuda_1);
# 87 "v002102.cu"
}
# 1 "v002102.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned long long, const unsigned *))lerp43), _Z6lerp43yPKj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *__restrict__, double, const double *, const short *__restrict__))scale38), scale38, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(long *__restrict__, const float *, int))clamp9), _Z6clamp9PlPKfi, 512); __cudaRegisterEntry(__T3, ((void ( *)(short *, int))tile6_kernel), _Z12tile6_kernelPsi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_blend17,::d_blend17), 0, 4UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(d_kick18,::d_kick18), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
