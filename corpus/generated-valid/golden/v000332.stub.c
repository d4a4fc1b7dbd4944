#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000332.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade17_kernelPiPKtS_S_(int *__restrict__, const unsigned short *, int *__restrict__, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_kick35Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_bump37Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8reduce39PKlPaii(const long *, signed char *__restrict__, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14shade17_kernelPiPKtS_S_(int *__restrict__ __par0, const unsigned short *__par1, int *__restrict__ __par2, int *__par3){ int *__T0;
 int *__T1;
__cudaLaunchPrologue(4);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, const unsigned short *, int *__restrict__, int *))shade17_kernel)), 0U);}
# 34 "v000332.cu"
void shade17_kernel( int *__restrict__ __cuda_0,const unsigned short *__cuda_1,int *__restrict__ __cuda_2,int *__cuda_3)
# 34 "v000332.cu"
{__device_stub__Z14shade17_kernelPiPKtS_S_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 44 "v000332.cu"
}
# 1 "v000332.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_kick35Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_kick35)), 0U); }
# 67 "v000332.cu"
void map_kick35( unsigned *__cuda_0,int __cuda_1)
# 67 "v000332.cu"
{__device_stub__Z10map_kick35Pji( __cuda_0,__cuda_1); }
# 1 "v000332.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_bump37Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_bump37)), 0U); }
# 75 "v000332.cu"
void map_bump37( float *__cuda_0,int __cuda_1)
# 75 "v000332.cu"
{__device_stub__Z10map_bump37Pfi( __cuda_0,__cuda_1); }
# 1 "v000332.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8reduce39PKlPaii( const long *__par0,  signed char *__restrict__ __par1,  int __par2,  int __par3) {  signed char *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(const long *, signed char *__restrict__, int, int))reduce39)), 0U); }
# 78 "v000332.cu"
void reduce39( const long *__cuda_0,signed char *__restrict__ __cuda_1,int __cuda_2,int __cuda_3)
# 78 "v000332.cu"
{__device_stub__Z8reduce39PKlPaii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v000332.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const long *, signed char *__restrict__, int, int))reduce39), _Z8reduce39PKlPaii, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float *, int))map_bump37), _Z10map_bump37Pfi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *, int))map_kick35), _Z10map_kick35Pji, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__, const unsigned short *, int *__restrict__, int *))shade17_kernel), _Z14shade17_kernelPiPKtS_S_, (-1)); __cudaRegisterVariable(__T6, __shadow_var(c_accum38,::c_accum38), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
