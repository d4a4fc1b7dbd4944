#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001037.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z9scatter10PKi(const int *);
static void __device_stub__Z7decay23IlLi6EEvT_cS0_i(long, char, long, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z9scatter10PKi(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))scatter10)), 0U);}
# 31 "v001037.cu"
void scatter10( const int *__cuda_0)
# 31 "v001037.cu"
{__device_stub__Z9scatter10PKi( __cuda_0);
# 37 "v001037.cu"
}
# 1 "v001037.cudafe1.stub.c"
static void __device_stub__Z7decay23IlLi6EEvT_cS0_i( long __par0,  char __par1,  long __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long, char, long, int))decay23<long, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_decay23<long,6>( long &__cuda_0,char &__cuda_1,long &__cuda_2,int &__cuda_3){__device_stub__Z7decay23IlLi6EEvT_cS0_i( (long &)__cuda_0,(char &)__cuda_1,(long &)__cuda_2,(int &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(long, char, long, int))decay23<long, (int)6> ), _Z7decay23IlLi6EEvT_cS0_i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *))scatter10), _Z9scatter10PKi, 256); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
