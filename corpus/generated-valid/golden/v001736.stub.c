#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001736.fatbin.c"
static void __device_stub__Z15combine4_kernelIdEvPKT_iPS0_(const double *, int, double *);
static void __device_stub__Z15combine4_kernelIlEvPKT_iPS0_(const long *, int, long *);
static void __device_stub__Z15combine4_kernelIfEvPKT_iPS0_(const float *, int, float *);
static void __device_stub__Z15combine4_kernelIiEvPKT_iPS0_(const int *, int, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z15combine4_kernelIdEvPKT_iPS0_(const double *__par0, int __par1, double *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const double *, int, double *))combine4_kernel<double> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_combine4_kernel<double>( const double *&__cuda_0,int &__cuda_1,double *&__cuda_2){__device_stub__Z15combine4_kernelIdEvPKT_iPS0_( (const double *&)__cuda_0,(int &)__cuda_1,(double *&)__cuda_2);}
static void __device_stub__Z15combine4_kernelIlEvPKT_iPS0_(const long *__par0, int __par1, long *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const long *, int, long *))combine4_kernel<long> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_combine4_kernel<long>( const long *&__cuda_0,int &__cuda_1,long *&__cuda_2){__device_stub__Z15combine4_kernelIlEvPKT_iPS0_( (const long *&)__cuda_0,(int &)__cuda_1,(long *&)__cuda_2);}
static void __device_stub__Z15combine4_kernelIfEvPKT_iPS0_(const float *__par0, int __par1, float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *, int, float *))combine4_kernel<float> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_combine4_kernel<float>( const float *&__cuda_0,int &__cuda_1,float *&__cuda_2){__device_stub__Z15combine4_kernelIfEvPKT_iPS0_( (const float *&)__cuda_0,(int &)__cuda_1,(float *&)__cuda_2);}
static void __device_stub__Z15combine4_kernelIiEvPKT_iPS0_(const int *__par0, int __par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, int, int *))combine4_kernel<int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_combine4_kernel<int>( const int *&__cuda_0,int &__cuda_1,int *&__cuda_2){__device_stub__Z15combine4_kernelIiEvPKT_iPS0_( (const int *&)__cuda_0,(int &)__cuda_1,(int *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback(void **__T4){__nv_dummy_param_ref(__T4);__nv_save_fatbinhandle_for_managed_rt(__T4);__cudaRegisterEntry(__T4, ((void ( *)(const int *, int, int *))combine4_kernel<int> ), _Z15combine4_kernelIiEvPKT_iPS0_, 32);__cudaRegisterEntry(__T4, ((void ( *)(const float *, int, float *))combine4_kernel<float> ), _Z15combine4_kernelIfEvPKT_iPS0_, 32);__cudaRegisterEntry(__T4, ((void ( *)(const long *, int, long *))combine4_kernel<long> ), _Z15combine4_kernelIlEvPKT_iPS0_, 32);__cudaRegisterEntry(__T4, ((void ( *)(const double *, int, double *))combine4_kernel<double> ), _Z15combine4_kernelIdEvPKT_iPS0_, 32);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
