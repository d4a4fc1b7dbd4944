#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001882.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sift10jfPji(unsigned, float, unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tile16th(unsigned short, unsigned char);
static void __device_stub__Z14probe23_kerneliPyi(int, unsigned long long *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6sift10jfPji(unsigned __par0, float __par1, unsigned *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned, float, unsigned *, int))sift10)), 0U);}
# 29 "v001882.cu"
void sift10( unsigned __cuda_0,float __cuda_1,unsigned *__cuda_2,int __cuda_3)
# 29 "v001882.cu"
{__device_stub__Z6sift10jfPji( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001882.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6tile16th( unsigned short __par0,  unsigned char __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 2UL); __cudaLaunch(((char *)((void ( *)(unsigned short, unsigned char))tile16)), 0U); }
# 36 "v001882.cu"
void tile16( unsigned short __cuda_0,unsigned char __cuda_1)
# 36 "v001882.cu"
{__device_stub__Z6tile16th( __cuda_0,__cuda_1);
# 46 "v001882.cu"
}
# 1 "v001882.cudafe1.stub.c"
static void __device_stub__Z14probe23_kerneliPyi( int __par0,  unsigned long long *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, unsigned long long *, int))probe23_kernel)), 0U); }
# 52 "v001882.cu"
static void probe23_kernel( int __cuda_0,unsigned long long *__cuda_1,int __cuda_2)
# 52 "v001882.cu"
{__device_stub__Z14probe23_kerneliPyi( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001882.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, unsigned long long *, int))probe23_kernel), _Z14probe23_kerneliPyi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned short, unsigned char))tile16), _Z6tile16th, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, float, unsigned *, int))sift10), _Z6sift10jfPji, (-1)); __cudaRegisterVariable(__T3, __shadow_var(_ZN6math219d_decay22E,::math21::d_decay22), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
