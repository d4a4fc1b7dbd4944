#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000630.fatbin.c"
static void __device_stub__Z14pivot14_kernelIddEvPKT0_cPT_(const double *, char, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14pivot14_kernelIddEvPKT0_cPT_(const double *__par0, char __par1, double *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const double *, char, double *))pivot14_kernel<double, double> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_pivot14_kernel<double,double>( const double *&__cuda_0,char &__cuda_1,double *&__cuda_2){__device_stub__Z14pivot14_kernelIddEvPKT0_cPT_( (const double *&)__cuda_0,(char &)__cuda_1,(double *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback(void **__T3){__nv_dummy_param_ref(__T3);__nv_save_fatbinhandle_for_managed_rt(__T3);__cudaRegisterEntry(__T3, ((void ( *)(const double *, char, double *))pivot14_kernel<double, double> ), _Z14pivot14_kernelIddEvPKT0_cPT_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
