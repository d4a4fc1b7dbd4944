#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002083.fatbin.c"
static void __device_stub__Z12grow4_kernelIiLi5EEvPKT_il(const int *, int, long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z12grow4_kernelIiLi5EEvPKT_il(const int *__par0, int __par1, long __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, int, long))grow4_kernel<int, (int)5> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_grow4_kernel<int,5>( const int *&__cuda_0,int &__cuda_1,long &__cuda_2){__device_stub__Z12grow4_kernelIiLi5EEvPKT_il( (const int *&)__cuda_0,(int &)__cuda_1,(long &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)(const int *, int, long))grow4_kernel<int, (int)5> ), _Z12grow4_kernelIiLi5EEvPKT_il, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
