#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001165.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13accum8_kernelPKiPKdS2_i(const int *, const double *, const double *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13accum8_kernelPKiPKdS2_i(const int *__par0, const double *__par1, const double *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const int *, const double *, const double *, int))accum8_kernel)), 0U);}
# 26 "v001165.cu"
void accum8_kernel( const int *__cuda_0,const double *__cuda_1,const double *__cuda_2,int __cuda_3)
# 26 "v001165.cu"
{__device_stub__Z13accum8_kernelPKiPKdS2_i( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 40 "v001165.cu"
}
# 1 "v001165.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(const int *, const double *, const double *, int))accum8_kernel), _Z13accum8_kernelPKiPKdS2_i, (-1)); __cudaRegisterVariable(__T0, __shadow_var(c_fold7,::c_fold7), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
