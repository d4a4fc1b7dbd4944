#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000272.fatbin.c"
static void __device_stub__Z15update14_kernelIdLi8EEvPKT_PKiS2_(const double *, const int *, const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z15update14_kernelIdLi8EEvPKT_PKiS2_(const double *__par0, const int *__par1, const double *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const double *, const int *, const double *))update14_kernel<double, (int)8> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_update14_kernel<double,8>( const double *&__cuda_0,const int *&__cuda_1,const double *&__cuda_2){__device_stub__Z15update14_kernelIdLi8EEvPKT_PKiS2_( (const double *&)__cuda_0,(const int *&)__cuda_1,(const double *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)(const double *, const int *, const double *))update14_kernel<double, (int)8> ), _Z15update14_kernelIdLi8EEvPKT_PKiS2_, (-1));__cudaRegisterVariable(__T0, __shadow_var(d_drift13,::d_drift13), 0, 4UL, 0, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
