#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000256.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5tile46State1(enum State1);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern198update20EPjPfPKc(unsigned *, float *__restrict__, const char *__restrict__);
static void __device_stub__ZN6kern198reduce26IjEEvT_PKiPi(unsigned, const int *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5tile46State1(enum State1 __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(enum State1))tile4)), 0U);}
# 7 "v000256.cu"
void tile4( enum ::State1 __cuda_0)
# 8 "v000256.cu"
{__device_stub__Z5tile46State1( __cuda_0);
# 22 "v000256.cu"
}
# 1 "v000256.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern198update20EPjPfPKc( unsigned *__par0,  float *__restrict__ __par1,  const char *__restrict__ __par2) {  float *__T4;
 const char *__T5;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T4 = __par1; __cudaSetupArgSimple(__T4, 8UL); __T5 = __par2; __cudaSetupArgSimple(__T5, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *, float *__restrict__, const char *__restrict__))kern19::update20)), 0U); }
# 58 "v000256.cu"
void kern19::update20( unsigned *__cuda_0,float *__restrict__ __cuda_1,const char *__restrict__ __cuda_2)
# 59 "v000256.cu"
{__device_stub__ZN6kern198update20EPjPfPKc( __cuda_0,__cuda_1,__cuda_2);
# 66 "v000256.cu"
}
# 1 "v000256.cudafe1.stub.c"
static void __device_stub__ZN6kern198reduce26IjEEvT_PKiPi( unsigned __par0,  const int *__par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned, const int *, int *))kern19::reduce26<unsigned int> )), 0U); }namespace kern19{

template<> __specialization_static void __wrapper__device_stub_reduce26<unsigned>( unsigned &__cuda_0,const int *&__cuda_1,int *&__cuda_2){__device_stub__ZN6kern198reduce26IjEEvT_PKiPi( (unsigned &)__cuda_0,(const int *&)__cuda_1,(int *&)__cuda_2);}}
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(unsigned, const int *, int *))kern19::reduce26<unsigned int> ), _ZN6kern198reduce26IjEEvT_PKiPi, 128); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *, float *__restrict__, const char *__restrict__))kern19::update20), _ZN6kern198update20EPjPfPKc, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(enum State1))tile4), _Z5tile46State1, (-1)); __cudaRegisterVariable(__T6, __shadow_var(_ZN6kern199d_drift25E,::kern19::d_drift25), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
