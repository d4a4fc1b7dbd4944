#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000296.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_clamp3Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_decay4Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12bump7_kernelmPx(unsigned long, long long *);
static void __device_stub__Z7shade14IilEvT_PKi(int, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z10map_clamp3Pji(unsigned *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int))map_clamp3)), 0U);}
# 12 "v000296.cu"
void map_clamp3( unsigned *__cuda_0,int __cuda_1)
# 12 "v000296.cu"
{__device_stub__Z10map_clamp3Pji( __cuda_0,__cuda_1); }
# 1 "v000296.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_decay4Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_decay4)), 0U); }
# 13 "v000296.cu"
void map_decay4( int *__cuda_0,int __cuda_1)
# 13 "v000296.cu"
{__device_stub__Z10map_decay4Pii( __cuda_0,__cuda_1); }
# 1 "v000296.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12bump7_kernelmPx( unsigned long __par0,  long long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned long, long long *))bump7_kernel)), 0U); }
# 17 "v000296.cu"
void bump7_kernel( unsigned long __cuda_0,long long *__cuda_1)
# 17 "v000296.cu"
{__device_stub__Z12bump7_kernelmPx( __cuda_0,__cuda_1);
# 29 "v000296.cu"
}
# 1 "v000296.cudafe1.stub.c"
static void __device_stub__Z7shade14IilEvT_PKi( int __par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const int *))shade14<int, long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_shade14<int,long>( int &__cuda_0,const int *&__cuda_1){__device_stub__Z7shade14IilEvT_PKi( (int &)__cuda_0,(const int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, const int *))shade14<int, long> ), _Z7shade14IilEvT_PKi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned long, long long *))bump7_kernel), _Z12bump7_kernelmPx, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, int))map_decay4), _Z10map_decay4Pii, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *, int))map_clamp3), _Z10map_clamp3Pji, (-1)); __cudaRegisterManagedVariable(__T4, __shadow_var(m_merge5,::m_merge5), 0, 64UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
