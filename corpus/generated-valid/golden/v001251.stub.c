#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001251.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14smooth8_kernelPjPii(unsigned *, int *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7merge24Pfi(float *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14smooth8_kernelPjPii(unsigned *__par0, int *__restrict__ __par1, int __par2){ int *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int *__restrict__, int))smooth8_kernel)), 0U);}
# 23 "v001251.cu"
void smooth8_kernel( unsigned *__cuda_0,int *__restrict__ __cuda_1,int __cuda_2)
# 24 "v001251.cu"
{__device_stub__Z14smooth8_kernelPjPii( __cuda_0,__cuda_1,__cuda_2);
# 38 "v001251.cu"
}
# 1 "v001251.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7merge24Pfi( float *__restrict__ __par0,  int __par1) {  float *__T1;
__cudaLaunchPrologue(2); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, int))merge24)), 0U); }
# 51 "v001251.cu"
void merge24( float *__restrict__ __cuda_0,int __cuda_1)
# 52 "v001251.cu"
{__device_stub__Z7merge24Pfi( __cuda_0,__cuda_1);
# 62 "v001251.cu"
}
# 1 "v001251.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float *__restrict__, int))merge24), _Z7merge24Pfi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned *, int *__restrict__, int))smooth8_kernel), _Z14smooth8_kernelPjPii, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_reduce23,::c_reduce23), 0, 12UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
