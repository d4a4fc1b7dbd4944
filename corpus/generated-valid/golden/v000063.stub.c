#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000063.fatbin.c"
static void __device_stub__Z14apply10_kernel5Body6ibPKc(const struct Body6&, int, bool, const char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14apply10_kernel5Body6ibPKc(const struct Body6&__par0, int __par1, bool __par2, const char *__par3){__cudaLaunchPrologue(4);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 16UL);__cudaSetupArgSimple(__par2, 20UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const struct Body6, int, bool, const char *))apply10_kernel)), 0U);}
# 27 "v000063.cu"
static void apply10_kernel( const struct ::Body6 __cuda_0,int __cuda_1,bool __cuda_2,const char *__cuda_3)
# 28 "v000063.cu"
{__device_stub__Z14apply10_kernel5Body6ibPKc( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 41 "v000063.cu"
}
# 1 "v000063.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const struct Body6, int, bool, const char *))apply10_kernel), _Z14apply10_kernel5Body6ibPKc, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
