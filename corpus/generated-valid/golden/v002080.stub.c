#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002080.fatbin.c"
static void __device_stub__Z14weigh11_kernelIfLi5EEvPKT_PS0_(const float *, float *);
static void __device_stub__Z14weigh11_kernelIiLi3EEvPKT_PS0_(const int *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14weigh11_kernelIfLi5EEvPKT_PS0_(const float *__par0, float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const float *, float *))weigh11_kernel<float, (int)5> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_weigh11_kernel<float,5>( const float *&__cuda_0,float *&__cuda_1){__device_stub__Z14weigh11_kernelIfLi5EEvPKT_PS0_( (const float *&)__cuda_0,(float *&)__cuda_1);}
static void __device_stub__Z14weigh11_kernelIiLi3EEvPKT_PS0_(const int *__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const int *, int *))weigh11_kernel<int, (int)3> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_weigh11_kernel<int,3>( const int *&__cuda_0,int *&__cuda_1){__device_stub__Z14weigh11_kernelIiLi3EEvPKT_PS0_( (const int *&)__cuda_0,(int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback(void **__T3){__nv_dummy_param_ref(__T3);__nv_save_fatbinhandle_for_managed_rt(__T3);__cudaRegisterEntry(__T3, ((void ( *)(const int *, int *))weigh11_kernel<int, (int)3> ), _Z14weigh11_kernelIiLi3EEvPKT_PS0_, (-1));__cudaRegisterEntry(__T3, ((void ( *)(const float *, float *))weigh11_kernel<float, (int)5> ), _Z14weigh11_kernelIfLi5EEvPKT_PS0_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
