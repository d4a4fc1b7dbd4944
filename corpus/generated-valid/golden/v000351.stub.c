#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000351.fatbin.c"
static void __device_stub__Z14score14_kernelIjLi7EEvPT_PKdPKS0_(unsigned *, const double *, const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14score14_kernelIjLi7EEvPT_PKdPKS0_(unsigned *__par0, const double *__par1, const unsigned *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned *, const double *, const unsigned *))score14_kernel<unsigned int, (int)7> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_score14_kernel<unsigned,7>( unsigned *&__cuda_0,const double *&__cuda_1,const unsigned *&__cuda_2){__device_stub__Z14score14_kernelIjLi7EEvPT_PKdPKS0_( (unsigned *&)__cuda_0,(const double *&)__cuda_1,(const unsigned *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback(void **__T3){__nv_dummy_param_ref(__T3);__nv_save_fatbinhandle_for_managed_rt(__T3);__cudaRegisterEntry(__T3, ((void ( *)(unsigned *, const double *, const unsigned *))score14_kernel<unsigned int, (int)7> ), _Z14score14_kernelIjLi7EEvPT_PKdPKS0_, (-1));__cudaRegisterVariable(__T3, __shadow_var(_ZN5math59c_spread6E,::math5::c_spread6), 0, 4UL, 1, 0);__cudaRegisterVariable(__T3, __shadow_var(_ZN5math59d_drift10E,::math5::d_drift10), 0, 1UL, 0, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
