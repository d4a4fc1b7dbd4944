#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002089.fatbin.c"
static void __device_stub__Z6merge9IlLi5EEvPT_(long *);
static void __device_stub__Z6merge9IiLi5EEvPT_(idx8_t *);
static void __device_stub__Z6merge9IiLi8EEvPT_(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6merge9IlLi5EEvPT_(long *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(long *))merge9<long, (int)5> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_merge9<long,5>( long *&__cuda_0){__device_stub__Z6merge9IlLi5EEvPT_( (long *&)__cuda_0);}
static void __device_stub__Z6merge9IiLi5EEvPT_(idx8_t *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(idx8_t *))merge9<int, (int)5> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_merge9<int,5>( ::idx8_t *&__cuda_0){__device_stub__Z6merge9IiLi5EEvPT_( (::idx8_t *&)__cuda_0);}
static void __device_stub__Z6merge9IiLi8EEvPT_(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))merge9<int, (int)8> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_merge9<int,8>( int *&__cuda_0){__device_stub__Z6merge9IiLi8EEvPT_( (int *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback(void **__T3){__nv_dummy_param_ref(__T3);__nv_save_fatbinhandle_for_managed_rt(__T3);__cudaRegisterEntry(__T3, ((void ( *)(int *))merge9<int, (int)8> ), _Z6merge9IiLi8EEvPT_, (-1));__cudaRegisterEntry(__T3, ((void ( *)(idx8_t *))merge9<int, (int)5> ), _Z6merge9IiLi5EEvPT_, (-1));__cudaRegisterEntry(__T3, ((void ( *)(long *))merge9<long, (int)5> ), _Z6merge9IlLi5EEvPT_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
