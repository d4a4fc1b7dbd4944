#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001556.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tile10Pffi(float *, float, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_kick38Pfi(float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6tile10Pffi(float *__par0, float __par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(float *, float, int))tile10)), 0U);}
# 19 "v001556.cu"
void tile10( float *__cuda_0,float __cuda_1,int __cuda_2)
# 20 "v001556.cu"
{__device_stub__Z6tile10Pffi( __cuda_0,__cuda_1,__cuda_2);
# 33 "v001556.cu"
}
# 1 "v001556.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_kick38Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_kick38)), 0U); }
# 70 "v001556.cu"
void map_kick38( float *__cuda_0,int __cuda_1)
# 70 "v001556.cu"
{__device_stub__Z10map_kick38Pfi( __cuda_0,__cuda_1); }
# 1 "v001556.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T17) {  __nv_dummy_param_ref(__T17); __nv_save_fatbinhandle_for_managed_rt(__T17); __cudaRegisterEntry(__T17, ((void ( *)(float *, int))map_kick38), _Z10map_kick38Pfi, (-1)); __cudaRegisterEntry(__T17, ((void ( *)(float *, float, int))tile10), _Z6tile10Pffi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
