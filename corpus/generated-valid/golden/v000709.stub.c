#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000709.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_relax3Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_score4Pii(int *, int);
static void __device_stub__Z12grow5_kernelIlLi4EEvPT_PKS0_(long *, const long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z10map_relax3Pji(unsigned *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int))map_relax3)), 0U);}
# 15 "v000709.cu"
void map_relax3( unsigned *__cuda_0,int __cuda_1)
# 15 "v000709.cu"
{__device_stub__Z10map_relax3Pji( __cuda_0,__cuda_1); }
# 1 "v000709.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_score4Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_score4)), 0U); }
# 16 "v000709.cu"
void map_score4( int *__cuda_0,int __cuda_1)
# 16 "v000709.cu"
{__device_stub__Z10map_score4Pii( __cuda_0,__cuda_1); }
# 1 "v000709.cudafe1.stub.c"
static void __device_stub__Z12grow5_kernelIlLi4EEvPT_PKS0_( long *__par0,  const long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long *, const long *))grow5_kernel<long, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_grow5_kernel<long,4>( long *&__cuda_0,const long *&__cuda_1){__device_stub__Z12grow5_kernelIlLi4EEvPT_PKS0_( (long *&)__cuda_0,(const long *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(long *, const long *))grow5_kernel<long, (int)4> ), _Z12grow5_kernelIlLi4EEvPT_PKS0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int))map_score4), _Z10map_score4Pii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int))map_relax3), _Z10map_relax3Pji, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
