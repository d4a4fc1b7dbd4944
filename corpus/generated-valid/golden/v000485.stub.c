#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000485.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tally5_kerneliiPfPKf(int, int, float *, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13kick13_kernelPdPKiPfi(double *, const int *, float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13tally5_kerneliiPfPKf(int __par0, int __par1, float *__par2, const float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int, int, float *, const float *))tally5_kernel)), 0U);}
# 15 "v000485.cu"
void tally5_kernel( int __cuda_0,int __cuda_1,float *__cuda_2,const float *__cuda_3)
# 15 "v000485.cu"
{__device_stub__Z13tally5_kerneliiPfPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 27 "v000485.cu"
}
# 1 "v000485.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13kick13_kernelPdPKiPfi( double *__par0,  const int *__par1,  float *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double *, const int *, float *, int))kick13_kernel)), 0U); }
# 30 "v000485.cu"
void kick13_kernel( double *__cuda_0,const int *__cuda_1,float *__cuda_2,int __cuda_3)
# 30 "v000485.cu"
{__device_stub__Z13kick13_kernelPdPKiPfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 38 "v000485.cu"
}
# 1 "v000485.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double *, const int *, float *, int))kick13_kernel), _Z13kick13_kernelPdPKiPfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int, float *, const float *))tally5_kernel), _Z13tally5_kerneliiPfPKf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
