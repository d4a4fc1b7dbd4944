#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000739.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5grow3iPKjPis(int, const unsigned *__restrict__, int *__restrict__, short);
static void __device_stub__Z7clamp12IfjEvT0_(unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5grow3iPKjPis(int __par0, const unsigned *__restrict__ __par1, int *__restrict__ __par2, short __par3){ const unsigned *__T0;
 int *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, const unsigned *__restrict__, int *__restrict__, short))grow3)), 0U);}
# 8 "v000739.cu"
void grow3( int __cuda_0,const unsigned *__restrict__ __cuda_1,int *__restrict__ __cuda_2,short __cuda_3)
# 8 "v000739.cu"
{__device_stub__Z5grow3iPKjPis( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v000739.cudafe1.stub.c"
static void __device_stub__Z7clamp12IfjEvT0_( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))clamp12<float, unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_clamp12<float,unsigned>( unsigned &__cuda_0){__device_stub__Z7clamp12IfjEvT0_( (unsigned &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(unsigned))clamp12<float, unsigned int> ), _Z7clamp12IfjEvT0_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, const unsigned *__restrict__, int *__restrict__, short))grow3), _Z5grow3iPKjPis, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
