#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001342.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13weigh5_kernelPdiiPKf(double *__restrict__, int, int, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold15_kernelPyPfiPi(unsigned long long *__restrict__, float *, int, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13weigh5_kernelPdiiPKf(double *__restrict__ __par0, int __par1, int __par2, const float *__par3){ double *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(double *__restrict__, int, int, const float *))weigh5_kernel)), 0U);}
# 10 "v001342.cu"
void weigh5_kernel( double *__restrict__ __cuda_0,int __cuda_1,int __cuda_2,const float *__cuda_3)
# 10 "v001342.cu"
{__device_stub__Z13weigh5_kernelPdiiPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 20 "v001342.cu"
}
# 1 "v001342.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fold15_kernelPyPfiPi( unsigned long long *__restrict__ __par0,  float *__par1,  int __par2,  int *__par3) {  unsigned long long *__T1;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned long long *__restrict__, float *, int, int *))fold15_kernel)), 0U); }
# 22 "v001342.cu"
void fold15_kernel( unsigned long long *__restrict__ __cuda_0,float *__cuda_1,int __cuda_2,int *__cuda_3)
# 22 "v001342.cu"
{__device_stub__Z13fold15_kernelPyPfiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 30 "v001342.cu"
}
# 1 "v001342.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(unsigned long long *__restrict__, float *, int, int *))fold15_kernel), fold15_kernel, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(double *__restrict__, int, int, const float *))weigh5_kernel), _Z13weigh5_kernelPdiiPKf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
