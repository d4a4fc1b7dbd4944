#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000208.fatbin.c"
static void __device_stub__Z7merge36IfEvPKT_(const float *);
static void __device_stub__Z13norm14_kernelIiLi8EEvPKT_(const int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7merge36IfEvPKT_(const float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const float *))merge36<float> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_merge36<float>( const float *&__cuda_0){__device_stub__Z7merge36IfEvPKT_( (const float *&)__cuda_0);}
static void __device_stub__Z13norm14_kernelIiLi8EEvPKT_(const int *__restrict__ __par0){ const int *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__))norm14_kernel<int, (int)8> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_norm14_kernel<int,8>( const int *__restrict__ &__cuda_0){__device_stub__Z13norm14_kernelIiLi8EEvPKT_( (const int *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback(void **__T4){__nv_dummy_param_ref(__T4);__nv_save_fatbinhandle_for_managed_rt(__T4);__cudaRegisterEntry(__T4, ((void ( *)(const int *__restrict__))norm14_kernel<int, (int)8> ), _Z13norm14_kernelIiLi8EEvPKT_, (-1));__cudaRegisterEntry(__T4, ((void ( *)(const float *))merge36<float> ), _Z7merge36IfEvPKT_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
