#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001813.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12rank1_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6relax5iPiPh(int, int *, unsigned char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9combine11PKjmPti(const unsigned *, unsigned long, unsigned short *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tile21PKiPfiPi(const int *, float *, int, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp34_kerneldPif(double, int *, real10_t);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12rank1_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))rank1_kernel)), 0U);}
# 5 "v001813.cu"
void rank1_kernel( int __cuda_0)
# 5 "v001813.cu"
{__device_stub__Z12rank1_kerneli( __cuda_0);



}
# 1 "v001813.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6relax5iPiPh( int __par0,  int *__par1,  unsigned char *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, int *, unsigned char *))relax5)), 0U); }
# 11 "v001813.cu"
void relax5( int __cuda_0,int *__cuda_1,unsigned char *__cuda_2)
# 11 "v001813.cu"
{__device_stub__Z6relax5iPiPh( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v001813.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9combine11PKjmPti( const unsigned *__par0,  unsigned long __par1,  unsigned short *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, unsigned long, unsigned short *, int))combine11)), 0U); }
# 19 "v001813.cu"
void combine11( const unsigned *__cuda_0,unsigned long __cuda_1,unsigned short *__cuda_2,int __cuda_3)
# 19 "v001813.cu"
{__device_stub__Z9combine11PKjmPti( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001813.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6tile21PKiPfiPi( const int *__par0,  float *__par1,  int __par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, float *, int, int *))tile21)), 0U); }
# 32 "v001813.cu"
void tile21( const int *__cuda_0,float *__cuda_1,int __cuda_2,int *__cuda_3)
# 32 "v001813.cu"
{__device_stub__Z6tile21PKiPfiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001813.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp34_kerneldPif( double __par0,  int *__par1,  real10_t __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(double, int *, real10_t))clamp34_kernel)), 0U); }
# 47 "v001813.cu"
void clamp34_kernel( double __cuda_0,int *__cuda_1,::real10_t __cuda_2)
# 47 "v001813.cu"
{__device_stub__Z14clamp34_kerneldPif( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v001813.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(double, int *, real10_t))clamp34_kernel), _Z14clamp34_kerneldPif, 32); __cudaRegisterEntry(__T7, ((void ( *)(const int *, float *, int, int *))tile21), _Z6tile21PKiPfiPi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const unsigned *, unsigned long, unsigned short *, int))combine11), _Z9combine11PKjmPti, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, int *, unsigned char *))relax5), _Z6relax5iPiPh, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int))rank1_kernel), _Z12rank1_kerneli, 512); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
