#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002101.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tile15_kerneliPfPiS0_(int, float *__restrict__, int *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7split34Pti(unsigned short *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13tile15_kerneliPfPiS0_(int __par0, float *__restrict__ __par1, int *__par2, int *__par3){ float *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, float *__restrict__, int *, int *))tile15_kernel)), 0U);}
# 26 "v002101.cu"
void tile15_kernel( int __cuda_0,float *__restrict__ __cuda_1,int *__cuda_2,int *__cuda_3)
# 26 "v002101.cu"
{__device_stub__Z13tile15_kerneliPfPiS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 32 "v002101.cu"
}
# 1 "v002101.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7split34Pti( unsigned short *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned short *, int))split34)), 0U); }
# 50 "v002101.cu"
void split34( unsigned short *__cuda_0,int __cuda_1)
# 50 "v002101.cu"
{__device_stub__Z7split34Pti( __cuda_0,__cuda_1);



}
# 1 "v002101.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T15) {  __nv_dummy_param_ref(__T15); __nv_save_fatbinhandle_for_managed_rt(__T15); __cudaRegisterEntry(__T15, ((void ( *)(unsigned short *, int))split34), _Z7split34Pti, (-1)); __cudaRegisterEntry(__T15, ((void ( *)(int, float *__restrict__, int *, int *))tile15_kernel), _Z13tile15_kerneliPfPiS0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
