#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001033.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe16_kernelPxiPKd(long long *, int, const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14probe16_kernelPxiPKd(long long *__par0, int __par1, const double *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(long long *, int, const double *))probe16_kernel)), 0U);}
# 26 "v001033.cu"
void probe16_kernel( long long *__cuda_0,int __cuda_1,const double *__cuda_2)
# 26 "v001033.cu"
{__device_stub__Z14probe16_kernelPxiPKd( __cuda_0,__cuda_1,__cuda_2);
# 34 "v001033.cu"
}
# 1 "v001033.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(long long *, int, const double *))probe16_kernel), _Z14probe16_kernelPxiPKd, 1024); __cudaRegisterVariable(__T4, __shadow_var(c_mix11,::c_mix11), 0, 32UL, 1, 0); __cudaRegisterVariable(__T4, __shadow_var(c_sweep21,::c_sweep21), 0, 4UL, 1, 0); __cudaRegisterVariable(__T4, __shadow_var(d_score23,::d_score23), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
