#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001678.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum17_kernelifdPf(int, float, double, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade25PKdPh(const double *__restrict__, unsigned char *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14accum17_kernelifdPf(int __par0, float __par1, double __par2, float *__restrict__ __par3){ float *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__T0 = __par3;__cudaSetupArgSimple(__T0, 16UL);__cudaLaunch(((char *)((void ( *)(int, float, double, float *__restrict__))accum17_kernel)), 0U);}
# 32 "v001678.cu"
void accum17_kernel( int __cuda_0,float __cuda_1,double __cuda_2,float *__restrict__ __cuda_3)
# 32 "v001678.cu"
{__device_stub__Z14accum17_kernelifdPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 42 "v001678.cu"
}
# 1 "v001678.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7shade25PKdPh( const double *__restrict__ __par0,  unsigned char *__restrict__ __par1) {  const double *__T1;
 unsigned char *__T2;
__cudaLaunchPrologue(2); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaLaunch(((char *)((void ( *)(const double *__restrict__, unsigned char *__restrict__))shade25)), 0U); }
# 45 "v001678.cu"
void shade25( const double *__restrict__ __cuda_0,unsigned char *__restrict__ __cuda_1)
# 45 "v001678.cu"
{__device_stub__Z7shade25PKdPh( __cuda_0,__cuda_1);
# 53 "v001678.cu"
}
# 1 "v001678.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(const double *__restrict__, unsigned char *__restrict__))shade25), _Z7shade25PKdPh, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int, float, double, float *__restrict__))accum17_kernel), _Z14accum17_kernelifdPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
