#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001934.fatbin.c"
static void __device_stub__Z14spread8_kernelPmiiPd(size_t *__restrict__, int, int, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14spread8_kernelPmiiPd(size_t *__restrict__ __par0, int __par1, int __par2, double *__par3){ size_t *__T0;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(size_t *__restrict__, int, int, double *))spread8_kernel)), 0U);}
# 13 "v001934.cu"
static void spread8_kernel( ::size_t *__restrict__ __cuda_0,int __cuda_1,int __cuda_2,double *__cuda_3)
# 13 "v001934.cu"
{__device_stub__Z14spread8_kernelPmiiPd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001934.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(size_t *__restrict__, int, int, double *))spread8_kernel), _Z14spread8_kernelPmiiPd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
