#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001765.fatbin.c"
static void __device_stub__Z13bias15_kernelPlPsjPi(long *__restrict__, short *, unsigned, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13bias15_kernelPlPsjPi(long *__restrict__ __par0, short *__par1, unsigned __par2, int *__par3){ long *__T1;
__cudaLaunchPrologue(4);__T1 = __par0;__cudaSetupArgSimple(__T1, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(long *__restrict__, short *, unsigned, int *))bias15_kernel)), 0U);}
# 37 "v001765.cu"
static void bias15_kernel( long *__restrict__ __cuda_0,short *__cuda_1,unsigned __cuda_2,int *__cuda_3)
# 37 "v001765.cu"
{__device_stub__Z13bias15_kernelPlPsjPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 48 "v001765.cu"
}
# 1 "v001765.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(long *__restrict__, short *, unsigned, int *))bias15_kernel), _Z13bias15_kernelPlPsjPi, 128); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
