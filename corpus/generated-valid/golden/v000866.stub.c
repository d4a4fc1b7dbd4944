#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000866.fatbin.c"
static void __device_stub__Z13probe5_kernelis(int, short);
static void __device_stub__Z6split9PKliPKii(const long *, int, const int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13probe5_kernelis(int __par0, short __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, short))probe5_kernel)), 0U);}
# 18 "v000866.cu"
static void probe5_kernel( int __cuda_0,short __cuda_1)
# 19 "v000866.cu"
{__device_stub__Z13probe5_kernelis( __cuda_0,__cuda_1);


}
# 1 "v000866.cudafe1.stub.c"
static void __device_stub__Z6split9PKliPKii( const long *__par0,  int __par1,  const int *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const long *, int, const int *, int))split9)), 0U); }
# 24 "v000866.cu"
static void split9( const long *__cuda_0,int __cuda_1,const int *__cuda_2,int __cuda_3)
# 25 "v000866.cu"
{__device_stub__Z6split9PKliPKii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 31 "v000866.cu"
}
# 1 "v000866.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const long *, int, const int *, int))split9), _Z6split9PKliPKii, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, short))probe5_kernel), _Z13probe5_kernelis, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
