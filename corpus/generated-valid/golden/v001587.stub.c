#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001587.fatbin.c"
static void __device_stub__Z8smooth16PKcPfiPKj(const char *, float *, int, const unsigned *);
static void __device_stub__Z6lerp25if(int, float);
static void __device_stub__Z15update36_kernelIjLi5EEvPT_(unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z8smooth16PKcPfiPKj(const char *__par0, float *__par1, int __par2, const unsigned *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const char *, float *, int, const unsigned *))smooth16)), 0U);}
# 26 "v001587.cu"
static void smooth16( const char *__cuda_0,float *__cuda_1,int __cuda_2,const unsigned *__cuda_3)
# 26 "v001587.cu"
{__device_stub__Z8smooth16PKcPfiPKj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001587.cudafe1.stub.c"
static void __device_stub__Z6lerp25if( int __par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, float))lerp25)), 0U); }
# 33 "v001587.cu"
static void lerp25( int __cuda_0,float __cuda_1)
# 33 "v001587.cu"
{__device_stub__Z6lerp25if( __cuda_0,__cuda_1);
# 49 "v001587.cu"
}
# 1 "v001587.cudafe1.stub.c"
static void __device_stub__Z15update36_kernelIjLi5EEvPT_( unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *))update36_kernel<unsigned int, (int)5> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_update36_kernel<unsigned,5>( unsigned *&__cuda_0){__device_stub__Z15update36_kernelIjLi5EEvPT_( (unsigned *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *))update36_kernel<unsigned int, (int)5> ), _Z15update36_kernelIjLi5EEvPT_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, float))lerp25), _Z6lerp25if, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const char *, float *, int, const unsigned *))smooth16), _Z8smooth16PKcPfiPKj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
