#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000737.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6split8PKhi(const unsigned char *, int);
static void __device_stub__Z7count24IlEvPT_PiS1_f(long *, int *, long *__restrict__, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6split8PKhi(const unsigned char *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned char *, int))split8)), 0U);}
# 15 "v000737.cu"
void split8( const unsigned char *__cuda_0,int __cuda_1)
# 16 "v000737.cu"
{__device_stub__Z6split8PKhi( __cuda_0,__cuda_1);
# 26 "v000737.cu"
}
# 1 "v000737.cudafe1.stub.c"
static void __device_stub__Z7count24IlEvPT_PiS1_f( long *__par0,  int *__par1,  long *__restrict__ __par2,  float __par3) {  long *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long *, int *, long *__restrict__, float))count24<long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_count24<long>( long *&__cuda_0,int *&__cuda_1,long *__restrict__ &__cuda_2,float &__cuda_3){__device_stub__Z7count24IlEvPT_PiS1_f( (long *&)__cuda_0,(int *&)__cuda_1,(long *&)__cuda_2,(float &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(long *, int *, long *__restrict__, float))count24<long> ), _Z7count24IlEvPT_PiS1_f, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const unsigned char *, int))split8), _Z6split8PKhi, (-1)); __cudaRegisterVariable(__T7, __shadow_var(d_pivot3,::d_pivot3), 0, 128UL, 0, 0); __cudaRegisterManagedVariable(__T7, __shadow_var(m_sweep17,::m_sweep17), 0, 32UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
