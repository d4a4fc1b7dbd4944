#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001829.fatbin.c"
static void __device_stub__Z14sweep30_kernelm6Cell14PjPKd(size_t, const struct Cell14&, unsigned *, const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14sweep30_kernelm6Cell14PjPKd(size_t __par0, const struct Cell14&__par1, unsigned *__par2, const double *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaSetupArgSimple(__par2, 32UL);__cudaSetupArgSimple(__par3, 40UL);__cudaLaunch(((char *)((void ( *)(size_t, const struct Cell14, unsigned *, const double *))sweep30_kernel)), 0U);}
# 56 "v001829.cu"
static void sweep30_kernel( ::size_t __cuda_0,const struct ::Cell14 __cuda_1,unsigned *__cuda_2,const double *__cuda_3)
# 57 "v001829.cu"
{__device_stub__Z14sweep30_kernelm6Cell14PjPKd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 66 "v001829.cu"
}
# 1 "v001829.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(size_t, const struct Cell14, unsigned *, const double *))sweep30_kernel), _Z14sweep30_kernelm6Cell14PjPKd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
