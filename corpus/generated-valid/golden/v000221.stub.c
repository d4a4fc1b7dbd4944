#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000221.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_gather7Pii(int *, int);
static void __device_stub__Z6fuse34IjEvPT_S1_PKc(unsigned *, unsigned *__restrict__, const char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z11map_gather7Pii(int *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, int))map_gather7)), 0U);}
# 19 "v000221.cu"
void map_gather7( int *__cuda_0,int __cuda_1)
# 19 "v000221.cu"
{__device_stub__Z11map_gather7Pii( __cuda_0,__cuda_1); }
# 1 "v000221.cudafe1.stub.c"
static void __device_stub__Z6fuse34IjEvPT_S1_PKc( unsigned *__par0,  unsigned *__restrict__ __par1,  const char *__par2) {  unsigned *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *, unsigned *__restrict__, const char *))fuse34<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fuse34<unsigned>( unsigned *&__cuda_0,unsigned *__restrict__ &__cuda_1,const char *&__cuda_2){__device_stub__Z6fuse34IjEvPT_S1_PKc( (unsigned *&)__cuda_0,(unsigned *&)__cuda_1,(const char *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *, unsigned *__restrict__, const char *))fuse34<unsigned int> ), _Z6fuse34IjEvPT_S1_PKc, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, int))map_gather7), _Z11map_gather7Pii, (-1)); __cudaRegisterManagedVariable(__T4, __shadow_var(m_kick9,::m_kick9), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
