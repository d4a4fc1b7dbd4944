#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000888.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13drift9_kernelPKdPKll(const double *__restrict__, const long *, long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13drift9_kernelPKdPKll(const double *__restrict__ __par0, const long *__par1, long __par2){ const double *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const double *__restrict__, const long *, long))drift9_kernel)), 0U);}
# 22 "v000888.cu"
void drift9_kernel( const double *__restrict__ __cuda_0,const long *__cuda_1,long __cuda_2)
# 23 "v000888.cu"
{__device_stub__Z13drift9_kernelPKdPKll( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000888.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const double *__restrict__, const long *, long))drift9_kernel), _Z13drift9_kernelPKdPKll, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
