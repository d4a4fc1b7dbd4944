#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000318.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tally5fii(float, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply21_kerneli(int);
static void __device_stub__Z6tile24iPKjiPKf(int, const unsigned *, int, const float *);
static void __device_stub__Z6fuse12IiLi1EEvPT_PKS0_(int *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6tally5fii(float __par0, int __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(float, int, int))tally5)), 0U);}
# 18 "v000318.cu"
void tally5( float __cuda_0,int __cuda_1,int __cuda_2)
# 18 "v000318.cu"
{__device_stub__Z6tally5fii( __cuda_0,__cuda_1,__cuda_2);
# 25 "v000318.cu"
}
# 1 "v000318.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14apply21_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))apply21_kernel)), 0U); }
# 44 "v000318.cu"
void apply21_kernel( int __cuda_0)
# 44 "v000318.cu"
{__device_stub__Z14apply21_kerneli( __cuda_0);
# 50 "v000318.cu"
}
# 1 "v000318.cudafe1.stub.c"
static void __device_stub__Z6tile24iPKjiPKf( int __par0,  const unsigned *__par1,  int __par2,  const float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const unsigned *, int, const float *))tile24)), 0U); }
# 53 "v000318.cu"
static void tile24( int __cuda_0,const unsigned *__cuda_1,int __cuda_2,const float *__cuda_3)
# 53 "v000318.cu"
{__device_stub__Z6tile24iPKjiPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 72 "v000318.cu"
}
# 1 "v000318.cudafe1.stub.c"
static void __device_stub__Z6fuse12IiLi1EEvPT_PKS0_( int *__par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, const int *))fuse12<int, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fuse12<int,1>( int *&__cuda_0,const int *&__cuda_1){__device_stub__Z6fuse12IiLi1EEvPT_PKS0_( (int *&)__cuda_0,(const int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *, const int *))fuse12<int, (int)1> ), _Z6fuse12IiLi1EEvPT_PKS0_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, const unsigned *, int, const float *))tile24), _Z6tile24iPKjiPKf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))apply21_kernel), _Z14apply21_kerneli, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float, int, int))tally5), _Z6tally5fii, 1024); __cudaRegisterVariable(__T4, __shadow_var(d_tile4,::d_tile4), 0, 256UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
