#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001354.fatbin.c"
static void __device_stub__Z12kick7_kernelPKt(const unsigned short *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13split9_kernelPiPKdi(int *, const double *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z12kick7_kernelPKt(const unsigned short *__restrict__ __par0){ const unsigned short *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(const unsigned short *__restrict__))kick7_kernel)), 0U);}
# 12 "v001354.cu"
static void kick7_kernel( const unsigned short *__restrict__ __cuda_0)
# 12 "v001354.cu"
{__device_stub__Z12kick7_kernelPKt( __cuda_0);



}
# 1 "v001354.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13split9_kernelPiPKdi( int *__par0,  const double *__restrict__ __par1,  int __par2) {  const double *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, const double *__restrict__, int))split9_kernel)), 0U); }
# 18 "v001354.cu"
void split9_kernel( int *__cuda_0,const double *__restrict__ __cuda_1,int __cuda_2)
# 18 "v001354.cu"
{__device_stub__Z13split9_kernelPiPKdi( __cuda_0,__cuda_1,__cuda_2);
# 38 "v001354.cu"
}
# 1 "v001354.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int *, const double *__restrict__, int))split9_kernel), _Z13split9_kernelPiPKdi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned short *__restrict__))kick7_kernel), _Z12kick7_kernelPKt, 256); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
