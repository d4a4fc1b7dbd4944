#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001703.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_merge7Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pack19i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__5583a22b_10_v001703_cu_60ed4e1e5sift8EPsPiS1_(short *__restrict__, int *, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z10map_merge7Pii(int *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, int))map_merge7)), 0U);}
# 21 "v001703.cu"
void map_merge7( int *__cuda_0,int __cuda_1)
# 21 "v001703.cu"
{__device_stub__Z10map_merge7Pii( __cuda_0,__cuda_1); }
# 1 "v001703.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6pack19i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))pack19)), 0U); }
# 46 "v001703.cu"
void pack19( int __cuda_0)
# 47 "v001703.cu"
{__device_stub__Z6pack19i( __cuda_0);
# 55 "v001703.cu"
}
# 1 "v001703.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__5583a22b_10_v001703_cu_60ed4e1e5sift8EPsPiS1_( short *__restrict__ __par0,  int *__par1,  int *__restrict__ __par2) {  short *__T1;
 int *__T2;
__cudaLaunchPrologue(3); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaLaunch(((char *)((void ( *)(short *__restrict__, int *, int *__restrict__))_NV_ANON_NAMESPACE::sift8)), 0U); }
# 24 "v001703.cu"
void _NV_ANON_NAMESPACE::sift8( short *__restrict__ __cuda_0,int *__cuda_1,int *__restrict__ __cuda_2)
# 25 "v001703.cu"
{__device_stub__ZN43_GLOBAL__N__5583a22b_10_v001703_cu_60ed4e1e5sift8EPsPiS1_( __cuda_0,__cuda_1,__cuda_2);
# 43 "v001703.cu"
}
# 1 "v001703.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(short *__restrict__, int *, int *__restrict__))_NV_ANON_NAMESPACE::sift8), _ZN43_GLOBAL__N__5583a22b_10_v001703_cu_60ed4e1e5sift8EPsPiS1_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))pack19), _Z6pack19i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int))map_merge7), _Z10map_merge7Pii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
