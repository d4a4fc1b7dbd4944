#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000530.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14decay21_kernelPdii(double *__restrict__, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6impl3414split35_kernelEfPi(float, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14decay21_kernelPdii(double *__restrict__ __par0, int __par1, int __par2){ double *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(double *__restrict__, int, int))decay21_kernel)), 0U);}
# 36 "v000530.cu"
void decay21_kernel( double *__restrict__ __cuda_0,int __cuda_1,int __cuda_2)
# 36 "v000530.cu"
{__device_stub__Z14decay21_kernelPdii( __cuda_0,__cuda_1,__cuda_2);
# 44 "v000530.cu"
}
# 1 "v000530.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6impl3414split35_kernelEfPi( float __par0,  int *__restrict__ __par1) {  int *__T4;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T4 = __par1; __cudaSetupArgSimple(__T4, 8UL); __cudaLaunch(((char *)((void ( *)(float, int *__restrict__))impl34::split35_kernel)), 0U); }
# 57 "v000530.cu"
void impl34::split35_kernel( float __cuda_0,int *__restrict__ __cuda_1)
# 57 "v000530.cu"
{__device_stub__ZN6impl3414split35_kernelEfPi( __cuda_0,__cuda_1);
# 65 "v000530.cu"
}
# 1 "v000530.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float, int *__restrict__))impl34::split35_kernel), _ZN6impl3414split35_kernelEfPi, 32); __cudaRegisterEntry(__T5, ((void ( *)(double *__restrict__, int, int))decay21_kernel), _Z14decay21_kernelPdii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
