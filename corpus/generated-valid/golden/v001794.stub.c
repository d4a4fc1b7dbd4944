#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001794.fatbin.c"
static void __device_stub__Z15smooth12_kernelIlLi5EEvPKT_PlPS0_S2_(const long *, long *, long *, const long *);
static void __device_stub__Z15smooth12_kernelIdLi4EEvPKT_PlPS0_S2_(const double *, long *, double *, const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z15smooth12_kernelIlLi5EEvPKT_PlPS0_S2_(const long *__par0, long *__par1, long *__par2, const long *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const long *, long *, long *, const long *))smooth12_kernel<long, (int)5> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_smooth12_kernel<long,5>( const long *&__cuda_0,long *&__cuda_1,long *&__cuda_2,const long *&__cuda_3){__device_stub__Z15smooth12_kernelIlLi5EEvPKT_PlPS0_S2_( (const long *&)__cuda_0,(long *&)__cuda_1,(long *&)__cuda_2,(const long *&)__cuda_3);}
static void __device_stub__Z15smooth12_kernelIdLi4EEvPKT_PlPS0_S2_(const double *__par0, long *__par1, double *__par2, const double *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const double *, long *, double *, const double *))smooth12_kernel<double, (int)4> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_smooth12_kernel<double,4>( const double *&__cuda_0,long *&__cuda_1,double *&__cuda_2,const double *&__cuda_3){__device_stub__Z15smooth12_kernelIdLi4EEvPKT_PlPS0_S2_( (const double *&)__cuda_0,(long *&)__cuda_1,(double *&)__cuda_2,(const double *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback(void **__T29){__nv_dummy_param_ref(__T29);__nv_save_fatbinhandle_for_managed_rt(__T29);__cudaRegisterEntry(__T29, ((void ( *)(const double *, long *, double *, const double *))smooth12_kernel<double, (int)4> ), _Z15smooth12_kernelIdLi4EEvPKT_PlPS0_S2_, 64);__cudaRegisterEntry(__T29, ((void ( *)(const long *, long *, long *, const long *))smooth12_kernel<long, (int)5> ), _Z15smooth12_kernelIlLi5EEvPKT_PlPS0_S2_, 64);__cudaRegisterVariable(__T29, __shadow_var(d_step4,::d_step4), 0, 4UL, 0, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
