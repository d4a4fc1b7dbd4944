#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002084.fatbin.c"
static void __device_stub__Z5fold2IlEvPKT_(const long *);
static void __device_stub__Z5fold2IiEvPKT_(const int *);
static void __device_stub__Z5fold2IfEvPKT_(const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5fold2IlEvPKT_(const long *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const long *))fold2<long> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_fold2<long>( const long *&__cuda_0){__device_stub__Z5fold2IlEvPKT_( (const long *&)__cuda_0);}
static void __device_stub__Z5fold2IiEvPKT_(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))fold2<int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_fold2<int>( const int *&__cuda_0){__device_stub__Z5fold2IiEvPKT_( (const int *&)__cuda_0);}
static void __device_stub__Z5fold2IfEvPKT_(const float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const float *))fold2<float> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_fold2<float>( const float *&__cuda_0){__device_stub__Z5fold2IfEvPKT_( (const float *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback(void **__T4){__nv_dummy_param_ref(__T4);__nv_save_fatbinhandle_for_managed_rt(__T4);__cudaRegisterEntry(__T4, ((void ( *)(const float *))fold2<float> ), _Z5fold2IfEvPKT_, (-1));__cudaRegisterEntry(__T4, ((void ( *)(const int *))fold2<int> ), _Z5fold2IiEvPKT_, (-1));__cudaRegisterEntry(__T4, ((void ( *)(const long *))fold2<long> ), _Z5fold2IlEvPKT_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
