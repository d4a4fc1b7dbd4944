#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001117.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8reduce12PfiPi(float *, int, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14march17_kernelPKfiii(const float *, int, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8reduce12PfiPi(float *__par0, int __par1, int *__restrict__ __par2){ int *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaLaunch(((char *)((void ( *)(float *, int, int *__restrict__))reduce12)), 0U);}
# 20 "v001117.cu"
void reduce12( float *__cuda_0,int __cuda_1,int *__restrict__ __cuda_2)
# 20 "v001117.cu"
{__device_stub__Z8reduce12PfiPi( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v001117.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14march17_kernelPKfiii( const float *__par0,  int __par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(const float *, int, int, int))march17_kernel)), 0U); }
# 25 "v001117.cu"
void march17_kernel( const float *__cuda_0,int __cuda_1,int __cuda_2,int __cuda_3)
# 25 "v001117.cu"
{__device_stub__Z14march17_kernelPKfiii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 34 "v001117.cu"
}
# 1 "v001117.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const float *, int, int, int))march17_kernel), _Z14march17_kernelPKfiii, 64); __cudaRegisterEntry(__T4, ((void ( *)(float *, int, int *__restrict__))reduce12), _Z8reduce12PfiPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
