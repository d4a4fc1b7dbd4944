#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000541.fatbin.c"
static void __device_stub__Z6decay7IddEvPKT_(const double *);
static void __device_stub__Z6decay7IidEvPKT_(const int *);
static void __device_stub__Z6decay7IlfEvPKT_(const long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6decay7IddEvPKT_(const double *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const double *))decay7<double, double> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_decay7<double,double>( const double *&__cuda_0){__device_stub__Z6decay7IddEvPKT_( (const double *&)__cuda_0);}
static void __device_stub__Z6decay7IidEvPKT_(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))decay7<int, double> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_decay7<int,double>( const int *&__cuda_0){__device_stub__Z6decay7IidEvPKT_( (const int *&)__cuda_0);}
static void __device_stub__Z6decay7IlfEvPKT_(const long *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const long *))decay7<long, float> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_decay7<long,float>( const long *&__cuda_0){__device_stub__Z6decay7IlfEvPKT_( (const long *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback(void **__T3){__nv_dummy_param_ref(__T3);__nv_save_fatbinhandle_for_managed_rt(__T3);__cudaRegisterEntry(__T3, ((void ( *)(const long *))decay7<long, float> ), _Z6decay7IlfEvPKT_, (-1));__cudaRegisterEntry(__T3, ((void ( *)(const int *))decay7<int, double> ), _Z6decay7IidEvPKT_, (-1));__cudaRegisterEntry(__T3, ((void ( *)(const double *))decay7<double, double> ), _Z6decay7IddEvPKT_, (-1));__cudaRegisterVariable(__T3, __shadow_var(c_warp6,::c_warp6), 0, 32UL, 1, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
