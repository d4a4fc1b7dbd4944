#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001100.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13split9_kernelPj(unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7split14PKifPiPKd(const int *, float, int *, const double *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13split9_kernelPj(unsigned *__restrict__ __par0){ unsigned *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned *__restrict__))split9_kernel)), 0U);}
# 21 "v001100.cu"
void split9_kernel( unsigned *__restrict__ __cuda_0)
# 21 "v001100.cu"
{__device_stub__Z13split9_kernelPj( __cuda_0);
# 33 "v001100.cu"
}
# 1 "v001100.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7split14PKifPiPKd( const int *__par0,  float __par1,  int *__par2,  const double *__restrict__ __par3) {  const double *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T1 = __par3; __cudaSetupArgSimple(__T1, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, float, int *, const double *__restrict__))split14)), 0U); }
# 35 "v001100.cu"
void split14( const int *__cuda_0,float __cuda_1,int *__cuda_2,const double *__restrict__ __cuda_3)
# 35 "v001100.cu"
{__device_stub__Z7split14PKifPiPKd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 44 "v001100.cu"
}
# 1 "v001100.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(const int *, float, int *, const double *__restrict__))split14), _Z7split14PKifPiPKd, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(unsigned *__restrict__))split9_kernel), _Z13split9_kernelPj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
