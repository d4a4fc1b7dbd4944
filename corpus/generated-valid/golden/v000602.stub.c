#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000602.fatbin.c"
static void __device_stub__Z13kick15_kernelIiLi4EEvPKT_(const int *);
static void __device_stub__Z13kick15_kernelIlLi6EEvPKT_(const long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13kick15_kernelIiLi4EEvPKT_(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))kick15_kernel<int, (int)4> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_kick15_kernel<int,4>( const int *&__cuda_0){__device_stub__Z13kick15_kernelIiLi4EEvPKT_( (const int *&)__cuda_0);}
static void __device_stub__Z13kick15_kernelIlLi6EEvPKT_(const long *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const long *))kick15_kernel<long, (int)6> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_kick15_kernel<long,6>( const long *&__cuda_0){__device_stub__Z13kick15_kernelIlLi6EEvPKT_( (const long *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback(void **__T3){__nv_dummy_param_ref(__T3);__nv_save_fatbinhandle_for_managed_rt(__T3);__cudaRegisterEntry(__T3, ((void ( *)(const long *))kick15_kernel<long, (int)6> ), _Z13kick15_kernelIlLi6EEvPKT_, (-1));__cudaRegisterEntry(__T3, ((void ( *)(const int *))kick15_kernel<int, (int)4> ), _Z13kick15_kernelIiLi4EEvPKT_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
