#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000993.fatbin.c"
static void __device_stub__Z13shade5_kernelIljEvPKT_(const long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13shade5_kernelIljEvPKT_(const long *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const long *))shade5_kernel<long, unsigned int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_shade5_kernel<long,unsigned>( const long *&__cuda_0){__device_stub__Z13shade5_kernelIljEvPKT_( (const long *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback(void **__T1){__nv_dummy_param_ref(__T1);__nv_save_fatbinhandle_for_managed_rt(__T1);__cudaRegisterEntry(__T1, ((void ( *)(const long *))shade5_kernel<long, unsigned int> ), _Z13shade5_kernelIljEvPKT_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
