#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002045.fatbin.c"
static void __device_stub__Z8spread21IllEvPKT_PT0_(const long *, long *);
static void __device_stub__Z8spread21IliEvPKT_PT0_(const long *, int *);
static void __device_stub__Z8spread21IjdEvPKT_PT0_(const unsigned *, double *);
static void __device_stub__Z8spread21IddEvPKT_PT0_(const double *, double *);
static void __device_stub__Z8spread21IldEvPKT_PT0_(const long *, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z8spread21IllEvPKT_PT0_(const long *__par0, long *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const long *, long *))spread21<long, long> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_spread21<long,long>( const long *&__cuda_0,long *&__cuda_1){__device_stub__Z8spread21IllEvPKT_PT0_( (const long *&)__cuda_0,(long *&)__cuda_1);}
static void __device_stub__Z8spread21IliEvPKT_PT0_(const long *__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const long *, int *))spread21<long, int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_spread21<long,int>( const long *&__cuda_0,int *&__cuda_1){__device_stub__Z8spread21IliEvPKT_PT0_( (const long *&)__cuda_0,(int *&)__cuda_1);}
static void __device_stub__Z8spread21IjdEvPKT_PT0_(const unsigned *__par0, double *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, double *))spread21<unsigned int, double> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_spread21<unsigned,double>( const unsigned *&__cuda_0,double *&__cuda_1){__device_stub__Z8spread21IjdEvPKT_PT0_( (const unsigned *&)__cuda_0,(double *&)__cuda_1);}
static void __device_stub__Z8spread21IddEvPKT_PT0_(const double *__par0, double *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const double *, double *))spread21<double, double> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_spread21<double,double>( const double *&__cuda_0,double *&__cuda_1){__device_stub__Z8spread21IddEvPKT_PT0_( (const double *&)__cuda_0,(double *&)__cuda_1);}
static void __device_stub__Z8spread21IldEvPKT_PT0_(const long *__par0, double *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const long *, double *))spread21<long, double> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_spread21<long,double>( const long *&__cuda_0,double *&__cuda_1){__device_stub__Z8spread21IldEvPKT_PT0_( (const long *&)__cuda_0,(double *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback(void **__T17){__nv_dummy_param_ref(__T17);__nv_save_fatbinhandle_for_managed_rt(__T17);__cudaRegisterEntry(__T17, ((void ( *)(const long *, double *))spread21<long, double> ), _Z8spread21IldEvPKT_PT0_, (-1));__cudaRegisterEntry(__T17, ((void ( *)(const double *, double *))spread21<double, double> ), _Z8spread21IddEvPKT_PT0_, (-1));__cudaRegisterEntry(__T17, ((void ( *)(const unsigned *, double *))spread21<unsigned int, double> ), _Z8spread21IjdEvPKT_PT0_, (-1));__cudaRegisterEntry(__T17, ((void ( *)(const long *, int *))spread21<long, int> ), _Z8spread21IliEvPKT_PT0_, (-1));__cudaRegisterEntry(__T17, ((void ( *)(const long *, long *))spread21<long, long> ), _Z8spread21IllEvPKT_PT0_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
