#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000008.fatbin.c"
static void __device_stub__Z6pack15IlLi5EEvPKT_jPfS0_(const long *, unsigned, float *, long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6pack15IlLi5EEvPKT_jPfS0_(const long *__par0, unsigned __par1, float *__par2, long __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const long *, unsigned, float *, long))pack15<long, (int)5> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_pack15<long,5>( const long *&__cuda_0,unsigned &__cuda_1,float *&__cuda_2,long &__cuda_3){__device_stub__Z6pack15IlLi5EEvPKT_jPfS0_( (const long *&)__cuda_0,(unsigned &)__cuda_1,(float *&)__cuda_2,(long &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback(void **__T10){__nv_dummy_param_ref(__T10);__nv_save_fatbinhandle_for_managed_rt(__T10);__cudaRegisterEntry(__T10, ((void ( *)(const long *, unsigned, float *, long))pack15<long, (int)5> ), _Z6pack15IlLi5EEvPKT_jPfS0_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
