#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001893.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather17PKli(const long *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14weigh29_kernelPjPdPij(unsigned *, double *, int *, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8gather17PKli(const long *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const long *, int))gather17)), 0U);}
# 34 "v001893.cu"
void gather17( const long *__cuda_0,int __cuda_1)
# 35 "v001893.cu"
{__device_stub__Z8gather17PKli( __cuda_0,__cuda_1);
# 44 "v001893.cu"
}
# 1 "v001893.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14weigh29_kernelPjPdPij( unsigned *__par0,  double *__par1,  int *__par2,  unsigned __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned *, double *, int *, unsigned))weigh29_kernel)), 0U); }
# 60 "v001893.cu"
void weigh29_kernel( unsigned *__cuda_0,double *__cuda_1,int *__cuda_2,unsigned __cuda_3)
# 61 "v001893.cu"
{__device_stub__Z14weigh29_kernelPjPdPij( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 77 "v001893.cu"
}
# 1 "v001893.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T27) {  __nv_dummy_param_ref(__T27); __nv_save_fatbinhandle_for_managed_rt(__T27); __cudaRegisterEntry(__T27, ((void ( *)(unsigned *, double *, int *, unsigned))weigh29_kernel), _Z14weigh29_kernelPjPdPij, (-1)); __cudaRegisterEntry(__T27, ((void ( *)(const long *, int))gather17), _Z8gather17PKli, (-1)); __cudaRegisterVariable(__T27, __shadow_var(c_clamp23,::c_clamp23), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
