#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001044.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7gather7PiiS_Pf(int *, int, int *, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14merge18_kernelPiPKiPj(int *, const int *__restrict__, unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7sweep31i(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7gather7PiiS_Pf(int *__par0, int __par1, int *__par2, float *__restrict__ __par3){ float *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T0 = __par3;__cudaSetupArgSimple(__T0, 24UL);__cudaLaunch(((char *)((void ( *)(int *, int, int *, float *__restrict__))gather7)), 0U);}
# 8 "v001044.cu"
void gather7( int *__cuda_0,int __cuda_1,int *__cuda_2,float *__restrict__ __cuda_3)
# 8 "v001044.cu"
{__device_stub__Z7gather7PiiS_Pf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 21 "v001044.cu"
}
# 1 "v001044.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14merge18_kernelPiPKiPj( int *__par0,  const int *__restrict__ __par1,  unsigned *__restrict__ __par2) {  const int *__T1;
 unsigned *__T2;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, const int *__restrict__, unsigned *__restrict__))merge18_kernel)), 0U); }
# 27 "v001044.cu"
void merge18_kernel( int *__cuda_0,const int *__restrict__ __cuda_1,unsigned *__restrict__ __cuda_2)
# 27 "v001044.cu"
{__device_stub__Z14merge18_kernelPiPKiPj( __cuda_0,__cuda_1,__cuda_2);
# 34 "v001044.cu"
}
# 1 "v001044.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7sweep31i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))sweep31)), 0U); }
# 48 "v001044.cu"
void sweep31( int __cuda_0)
# 48 "v001044.cu"
{__device_stub__Z7sweep31i( __cuda_0);
# 57 "v001044.cu"
}
# 1 "v001044.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int))sweep31), _Z7sweep31i, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int *, const int *__restrict__, unsigned *__restrict__))merge18_kernel), _Z14merge18_kernelPiPKiPj, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int *, int, int *, float *__restrict__))gather7), _Z7gather7PiiS_Pf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
