#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002251.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z9scatter23i(int);
static void __device_stub__Z6grow28IiLi8EEvT_i(int, int);
static void __device_stub__Z6grow28IlLi3EEvT_i(long, int);
static void __device_stub__Z6grow28IlLi1EEvT_i(long, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z9scatter23i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))scatter23)), 0U);}
# 38 "v002251.cu"
void scatter23( int __cuda_0)
# 38 "v002251.cu"
{__device_stub__Z9scatter23i( __cuda_0);




}
# 1 "v002251.cudafe1.stub.c"
static void __device_stub__Z6grow28IiLi8EEvT_i( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))grow28<int, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_grow28<int,8>( int &__cuda_0,int &__cuda_1){__device_stub__Z6grow28IiLi8EEvT_i( (int &)__cuda_0,(int &)__cuda_1);}
static void __device_stub__Z6grow28IlLi3EEvT_i( long __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long, int))grow28<long, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_grow28<long,3>( long &__cuda_0,int &__cuda_1){__device_stub__Z6grow28IlLi3EEvT_i( (long &)__cuda_0,(int &)__cuda_1);}
static void __device_stub__Z6grow28IlLi1EEvT_i( long __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long, int))grow28<long, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_grow28<long,1>( long &__cuda_0,int &__cuda_1){__device_stub__Z6grow28IlLi1EEvT_i( (long &)__cuda_0,(int &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(long, int))grow28<long, (int)1> ), _Z6grow28IlLi1EEvT_i, 256); __cudaRegisterEntry(__T3, ((void ( *)(long, int))grow28<long, (int)3> ), _Z6grow28IlLi3EEvT_i, 256); __cudaRegisterEntry(__T3, ((void ( *)(int, int))grow28<int, (int)8> ), _Z6grow28IiLi8EEvT_i, 256); __cudaRegisterEntry(__T3, ((void ( *)(int))scatter23), _Z9scatter23i, 32); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
